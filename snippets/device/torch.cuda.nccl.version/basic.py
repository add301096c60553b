import torch

version = torch.cuda.nccl.version()  # the NCCL this torch build links, e.g. (2, 30, 7)
print("NCCL", ".".join(str(part) for part in version[:3]))

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
x = torch.ones(4, device=device)
print("tensors fit NCCL:", torch.cuda.nccl.is_available([x]))  # False for CPU tensors
print("non-contiguous:", torch.cuda.nccl.is_available([torch.ones(4, 2, device=device).t()]))
