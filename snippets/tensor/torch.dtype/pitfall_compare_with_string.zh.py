import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.ones(2, device=device)
print(x.dtype == "float32")             # False：dtype 永远不等于 str
print(x.dtype == torch.float32)         # True
print(str(x.dtype))                      # 是 "torch.float32"，而不是 "float32"
