import torch
import torch.nn as nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


class WeightedSum(nn.Module):
    def __init__(self):
        super().__init__()
        self.weights = nn.ParameterDict(
            {f"w{i}": nn.Parameter(torch.ones(4, 4)) for i in range(3)}
        )

    def forward(self, x):
        # 某些教程里见到的写法：用这种方式“对热点路径做 JIT 编译”。
        @torch.jit.script_method
        def _compute(x, weights):
            return torch.stack([x @ w for w in weights.values()]).sum(0)

        return _compute(x, self.weights)


model = WeightedSum().to(device)
model(torch.ones(2, 4, device=device))
