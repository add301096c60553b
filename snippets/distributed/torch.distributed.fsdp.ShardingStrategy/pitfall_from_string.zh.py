
from torch.distributed.fsdp import ShardingStrategy

config = {"sharding_strategy": "FULL_SHARD"}  # 例如从 YAML 或 argparse 读入
strategy = ShardingStrategy(config["sharding_strategy"])  # 按“值”（1、2……）查找，而不是按名字
