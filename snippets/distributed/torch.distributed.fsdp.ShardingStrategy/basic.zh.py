
from torch.distributed.fsdp import ShardingStrategy

for member in ShardingStrategy:
    print(member.name, member.value)

# 从配置字符串得到：按名字索引（直接调用类是按值查找）。
print(ShardingStrategy["SHARD_GRAD_OP"])
print(ShardingStrategy(1))
