
from torch.distributed.fsdp import ShardingStrategy

for member in ShardingStrategy:
    print(member.name, member.value)

# From a config string: index by name (calling the class looks up by value).
print(ShardingStrategy["SHARD_GRAD_OP"])
print(ShardingStrategy(1))
