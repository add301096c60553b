import numpy as np
import torch


class Model(torch.nn.Module):
    @torch.jit.ignore  # 保留为 Python；TorchScript 会回调解释器来执行它
    def stats(self, x: torch.Tensor) -> float:
        return float(np.asarray(x).std())

    @torch.jit.unused  # 完全不编译；从 TorchScript 中调用会抛异常
    def training_hook(self, x):
        return torch.from_numpy(np.asarray(x) * 0)

    def forward(self, x):
        if self.training:
            return self.training_hook(x)
        return x * 2 + self.stats(x)


x = torch.tensor([1.0, 3.0])
model = Model().eval()
print("eager:", model(x))
scripted = torch.jit.script(model)  # 尽管两个方法都用了 numpy，仍能编译通过
print("scripted:", scripted(x))
