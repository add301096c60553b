import torch

# PyTorch 已经占用的名字（cuda、xpu、hpu、mps……）会被拒绝
torch.utils.rename_privateuse1_backend("xpu")
