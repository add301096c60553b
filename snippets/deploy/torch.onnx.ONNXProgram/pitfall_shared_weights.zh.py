import onnx
import torch
import torch.nn as nn
from onnx import numpy_helper

torch.manual_seed(0)
model = nn.Linear(4, 2).eval()
x = torch.randn(1, 4)
onnx_program = torch.onnx.export(model, (x,), verbose=False)

with torch.no_grad():
    model.bias.fill_(10.0)  # 比如导出之后还在继续训练
print("1st call:", onnx_program(x)[0])  # 已经用上了新的 bias：权重是共享的

with torch.no_grad():
    model.bias.fill_(20.0)
print("2nd call:", onnx_program(x)[0])  # 仍然是 10：ONNX Runtime 会话在第一次调用时就建好了
print("eager:   ", model(x).detach())

onnx_program.release()  # 丢弃会话，下次调用时重新创建
print("after release():", onnx_program(x)[0])

# save() 序列化的是保存时刻的权重，而不是导出时的。
onnx_program.save("model.onnx")
saved = {t.name: numpy_helper.to_array(t) for t in onnx.load("model.onnx").graph.initializer}
print("saved bias:", saved["bias"])
