import torch
import torch.nn as nn

model = nn.Linear(4, 2).eval()
onnx_program = torch.onnx.export(model, (torch.randn(3, 4),), verbose=False)

proto = onnx_program.model_proto
proto.graph.input[0].name = "features"  # 改的是副本
print("edited copy:", proto.graph.input[0].name)
print("program:    ", onnx_program.model_proto.graph.input[0].name)  # 没有变，save() 写出的也一样
