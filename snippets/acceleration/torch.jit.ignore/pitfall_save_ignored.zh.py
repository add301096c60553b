import io

import numpy as np
import torch


class Model(torch.nn.Module):
    @torch.jit.ignore
    def stats(self, x: torch.Tensor) -> float:
        return float(np.asarray(x).std())

    def forward(self, x):
        return x * 2 + self.stats(x)


scripted = torch.jit.script(Model())
print(scripted(torch.tensor([1.0, 3.0])))  # 能运行：Python 解释器还在
torch.jit.save(scripted, io.BytesIO())  # 保存的模型无法回调 Python
