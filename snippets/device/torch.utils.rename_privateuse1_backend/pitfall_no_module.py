import torch

torch.utils.rename_privateuse1_backend("npu")
print(torch.device("npu"))  # parsing works

# Creating a tensor needs the backend's module (torch.npu) and its kernels
x = torch.ones(2, device="npu")
