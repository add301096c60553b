import torch

# Meant: "is NCCL installed?"
if torch.cuda.nccl.is_available():
    print("using NCCL")
