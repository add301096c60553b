import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")



def scale(x, factor):  # 没有类型注解
    return x * factor


scripted = torch.jit.script(scale)
scripted(torch.ones(2, device=device), 3)  # factor 被推断成了 Tensor
