import torch

# GPU only: selecting a GPU does not change where new tensors go by default.
with torch.cuda.device(0):
    a = torch.zeros(3)  # no device argument
    b = torch.zeros(3, device="cuda")
print(a.device, b.device)  # cpu cuda:0
