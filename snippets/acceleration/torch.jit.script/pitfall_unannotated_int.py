import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")



def scale(x, factor):  # no type annotations
    return x * factor


scripted = torch.jit.script(scale)
scripted(torch.ones(2, device=device), 3)  # factor was inferred as a Tensor
