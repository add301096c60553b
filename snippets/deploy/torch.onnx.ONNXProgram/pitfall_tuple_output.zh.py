import torch
import torch.nn as nn

torch.manual_seed(0)
model = nn.Linear(4, 2).eval()
x = torch.randn(3, 4)
onnx_program = torch.onnx.export(model, (x,), verbose=False)

# 即使只有一个输出也会返回元组，这里其实是在拿元组和张量比较。
torch.testing.assert_close(onnx_program(x), model(x))
