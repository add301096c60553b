import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")



def repeat_double(x: torch.Tensor, n: int) -> torch.Tensor:
    for _ in range(n):  # 真正的控制流被保留下来（trace 则会把它展开）
        x = x * 2
    return x


scripted = torch.jit.script(repeat_double)  # torch 2.15 上发出 FutureWarning（2.13 及更早是 DeprecationWarning）
print(type(scripted).__name__)
print(scripted(torch.ones(2, device=device), 3))
print(scripted.code)
