import io

import torch


def scale(x: torch.Tensor, factor: int = 2) -> torch.Tensor:
    return x * factor


scripted = torch.jit.script(scale)
print(scripted(torch.ones(2)))  # the default factor=2 applies

buffer = io.BytesIO()
torch.jit.save(scripted, buffer)
buffer.seek(0)
loaded = torch.jit.load(buffer)
print(type(loaded).__name__)  # a module now, with the function as its forward
print(loaded.code)  # factor has lost its default
loaded(torch.ones(2))
