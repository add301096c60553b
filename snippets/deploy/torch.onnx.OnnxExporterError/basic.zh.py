import torch
import torch.nn as nn


@torch.library.custom_op("mylib::scale2", mutates_args=())
def scale2(x: torch.Tensor) -> torch.Tensor:
    return x * 2


@scale2.register_fake
def _(x):
    return torch.empty_like(x)


class UsesCustomOp(nn.Module):
    def forward(self, x):
        return scale2(x) + 1


model = UsesCustomOp().eval()
print(model(torch.ones(2)))  # eager 下正常运行

try:
    torch.onnx.export(model, (torch.ones(2),), verbose=False)
except torch.onnx.OnnxExporterError as e:
    print("caught:", type(e).__name__, "| a RuntimeError:", isinstance(e, RuntimeError))
    print("stage:", "step 3/3" in str(e))  # 第 1/3 步是 torch.export，2/3 是分解，3/3 是翻译成 ONNX
    print("cause:", type(e.__cause__).__name__)
    summary = [line for line in str(e).splitlines() if line.startswith("<class")][0]
    print("summary:", summary.split(": ", 1)[1][:75])
