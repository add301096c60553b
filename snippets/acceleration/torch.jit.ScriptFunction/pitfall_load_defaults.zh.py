import io

import torch


def scale(x: torch.Tensor, factor: int = 2) -> torch.Tensor:
    return x * factor


scripted = torch.jit.script(scale)
print(scripted(torch.ones(2)))  # 默认值 factor=2 生效

buffer = io.BytesIO()
torch.jit.save(scripted, buffer)
buffer.seek(0)
loaded = torch.jit.load(buffer)
print(type(loaded).__name__)  # 现在是一个模块，原函数成了它的 forward
print(loaded.code)  # factor 的默认值丢了
loaded(torch.ones(2))
