import io

import torch


def double(x: torch.Tensor) -> torch.Tensor:
    return x * 2


scripted = torch.jit.script(double)
buffer = io.BytesIO()
torch.jit.save(scripted, buffer)  # torch.jit.save accepts a file object
print(len(buffer.getvalue()) > 0)
scripted.save(io.BytesIO())  # the .save method takes a file name only
