import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.ones(3, device=device)    # on a GPU machine, in GPU memory
print(x.device.type)
x.numpy()                            # NumPy cannot read GPU memory
