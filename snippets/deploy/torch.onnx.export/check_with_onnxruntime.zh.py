import torch

# 需要 `onnx`、`onnxscript` 和 `onnxruntime`。
import torch.nn as nn
from torch.export import Dim

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 2)).eval()
onnx_program = torch.onnx.export(
    model, (torch.randn(3, 4),), dynamic_shapes={"input": {0: Dim("batch", min=1, max=1024)}}
)

# ONNXProgram 可以直接调用：它在 CPU 上用 ONNX Runtime 运行 ONNX 模型。
for n in (1, 7):
    x = torch.randn(n, 4)
    (onnx_out,) = onnx_program(x)
    torch.testing.assert_close(onnx_out, model(x), rtol=1e-5, atol=1e-5)
    print(n, "->", tuple(onnx_out.shape), "matches PyTorch")
