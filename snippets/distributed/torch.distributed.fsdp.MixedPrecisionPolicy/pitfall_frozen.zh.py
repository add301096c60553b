import torch
from torch.distributed.fsdp import MixedPrecisionPolicy

policy = MixedPrecisionPolicy(param_dtype=torch.bfloat16)
policy.reduce_dtype = torch.float32  # 之后再为输出层调整它
