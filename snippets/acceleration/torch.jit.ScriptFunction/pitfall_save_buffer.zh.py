import io

import torch


def double(x: torch.Tensor) -> torch.Tensor:
    return x * 2


scripted = torch.jit.script(double)
buffer = io.BytesIO()
torch.jit.save(scripted, buffer)  # torch.jit.save 接受文件对象
print(len(buffer.getvalue()) > 0)
scripted.save(io.BytesIO())  # .save 方法只接受文件名
