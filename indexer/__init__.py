"""The build-time pipeline: corpus folder -> passages -> embeddings -> index on disk."""
