import onnxruntime as ort
import torch
import torch.nn as nn
from torch.export import Dim

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 2)).eval()
example = torch.randn(3, 4)
onnx_program = torch.onnx.export(
    model, (example,), dynamic_shapes={"input": {0: Dim("batch", min=1, max=64)}}, verbose=False
)
print(type(onnx_program).__name__)

# model_proto：每次都从内存中的模型新生成一个 onnx.ModelProto。
proto = onnx_program.model_proto
print("opset:", proto.opset_import[0].version)
print("nodes:", [node.op_type for node in proto.graph.node])
print("inputs:", [i.name for i in proto.graph.input], "outputs:", [o.name for o in proto.graph.output])

# 直接调用会用 ONNX Runtime 运行模型，返回张量组成的元组。
x = torch.randn(5, 4)
outputs = onnx_program(x)
print(type(outputs).__name__, len(outputs), tuple(outputs[0].shape))
torch.testing.assert_close(outputs[0], model(x), rtol=1e-5, atol=1e-5)

# save() 写出的文件，部署时用普通的 onnxruntime 就能加载。
onnx_program.save("model.onnx")
session = ort.InferenceSession("model.onnx", providers=["CPUExecutionProvider"])
(y,) = session.run(None, {"input": x.numpy()})
torch.testing.assert_close(torch.from_numpy(y), model(x), rtol=1e-5, atol=1e-5)
print("onnxruntime session output matches eager:", y.shape)
