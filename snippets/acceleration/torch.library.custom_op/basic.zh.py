import numpy as np
import torch
from torch import Tensor


# NumPy 代码对 torch.compile 和 torch.export 是不透明的；把它包装成自定义算子
@torch.library.custom_op("mylib::numpy_sin", mutates_args=())
def numpy_sin(x: Tensor) -> Tensor:
    out = np.sin(x.numpy(force=True))
    return torch.from_numpy(out).to(x.device)


# fake 内核只描述输出：形状、dtype、设备
@numpy_sin.register_fake
def _(x):
    return torch.empty_like(x)


x = torch.linspace(0, 3, 4)
print(numpy_sin(x))
print(torch.ops.mylib.numpy_sin(x))  # 同一个算子，经由分发器调用

compiled = torch.compile(lambda t: numpy_sin(t) * 2, backend="aot_eager", fullgraph=True)
print(compiled(x))


class Model(torch.nn.Module):
    def forward(self, t):
        return numpy_sin(t) + 1


ep = torch.export.export(Model(), (x,))
print([str(n.target) for n in ep.graph.nodes if n.op == "call_function"])

# opcheck 会对照真实运行，检查 schema、fake 内核和分发器注册
torch.library.opcheck(numpy_sin, (torch.randn(3),))
print("opcheck passed")
