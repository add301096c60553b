import io

import torch


def double(x: torch.Tensor) -> torch.Tensor:
    return x * 2


scripted_module = torch.jit.script(torch.nn.ReLU())
scripted_module.save(io.BytesIO())  # ScriptModule.save accepts a file object
print("module saved")

scripted_fn = torch.jit.script(double)
scripted_fn.save(io.BytesIO())  # ScriptFunction.save takes a file name only
