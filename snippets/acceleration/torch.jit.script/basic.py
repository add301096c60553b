import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")



def repeat_double(x: torch.Tensor, n: int) -> torch.Tensor:
    for _ in range(n):  # real control flow is kept (tracing would unroll it)
        x = x * 2
    return x


scripted = torch.jit.script(repeat_double)  # FutureWarning on torch 2.15 (a DeprecationWarning up to 2.13)
print(type(scripted).__name__)
print(scripted(torch.ones(2, device=device), 3))
print(scripted.code)
