
from torch.distributed.fsdp import ShardingStrategy

config = {"sharding_strategy": "FULL_SHARD"}  # e.g. read from YAML or argparse
strategy = ShardingStrategy(config["sharding_strategy"])  # looks up by VALUE (1, 2, ...), not by name
