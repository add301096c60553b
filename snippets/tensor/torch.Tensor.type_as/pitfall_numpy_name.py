import torch

x = torch.tensor([1, 2])
print(x.type(torch.float32).dtype)   # pass a torch dtype
x.type("float32")                    # NumPy-style names are not understood
