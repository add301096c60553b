import torch


def scale(x: torch.Tensor, factor: int = 2) -> torch.Tensor:
    return x * factor


scripted = torch.jit.script(scale)  # FutureWarning on torch 2.15
print(type(scripted).__name__, isinstance(scripted, torch.nn.Module))
print(scripted.name, scripted.qualified_name)
print(scripted.schema)  # the typed signature TorchScript checks calls against
print(scripted(torch.ones(2)), scripted(torch.ones(2), factor=3))
print(scripted.code)
print(scripted.graph.str(False))  # False: leave out the source locations
