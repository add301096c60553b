import torch
from torch.distributed.fsdp import MixedPrecisionPolicy

policy = MixedPrecisionPolicy(param_dtype=torch.bfloat16)
policy.reduce_dtype = torch.float32  # adjust it later, for the output layer
