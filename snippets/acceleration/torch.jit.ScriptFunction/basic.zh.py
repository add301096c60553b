import torch


def scale(x: torch.Tensor, factor: int = 2) -> torch.Tensor:
    return x * factor


scripted = torch.jit.script(scale)  # torch 2.15 上发出 FutureWarning
print(type(scripted).__name__, isinstance(scripted, torch.nn.Module))
print(scripted.name, scripted.qualified_name)
print(scripted.schema)  # TorchScript 用来检查每次调用的带类型签名
print(scripted(torch.ones(2)), scripted(torch.ones(2), factor=3))
print(scripted.code)
print(scripted.graph.str(False))  # False：不打印源码位置
