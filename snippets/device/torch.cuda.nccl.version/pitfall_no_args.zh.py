import torch

# 本意：“装了 NCCL 吗？”
if torch.cuda.nccl.is_available():
    print("using NCCL")
