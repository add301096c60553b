import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.ones(2, device=device)
print(x.dtype == "float32")             # False: a dtype never equals a str
print(x.dtype == torch.float32)         # True
print(str(x.dtype))                      # "torch.float32", not "float32"
