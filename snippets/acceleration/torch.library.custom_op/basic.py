import numpy as np
import torch
from torch import Tensor


# NumPy code is opaque to torch.compile and torch.export; wrap it in a custom op
@torch.library.custom_op("mylib::numpy_sin", mutates_args=())
def numpy_sin(x: Tensor) -> Tensor:
    out = np.sin(x.numpy(force=True))
    return torch.from_numpy(out).to(x.device)


# The fake kernel only describes the output: shape, dtype, device
@numpy_sin.register_fake
def _(x):
    return torch.empty_like(x)


x = torch.linspace(0, 3, 4)
print(numpy_sin(x))
print(torch.ops.mylib.numpy_sin(x))  # the same op, through the dispatcher

compiled = torch.compile(lambda t: numpy_sin(t) * 2, backend="aot_eager", fullgraph=True)
print(compiled(x))


class Model(torch.nn.Module):
    def forward(self, t):
        return numpy_sin(t) + 1


ep = torch.export.export(Model(), (x,))
print([str(n.target) for n in ep.graph.nodes if n.op == "call_function"])

# opcheck tests the schema, the fake kernel and dispatcher registration against real runs
torch.library.opcheck(numpy_sin, (torch.randn(3),))
print("opcheck passed")
