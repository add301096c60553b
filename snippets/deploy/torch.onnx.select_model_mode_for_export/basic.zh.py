import torch
import torch.nn as nn
from torch.onnx import TrainingMode, select_model_mode_for_export

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(8, 8), nn.Dropout(0.5))  # 刚创建的模型处于训练模式
print("before:", model.training)

with select_model_mode_for_export(model, TrainingMode.EVAL):
    print("inside:", model.training, model[1].training)
    onnx_program = torch.onnx.export(model, (torch.randn(2, 8),), verbose=False)

print("after: ", model.training)  # 恢复成原来的模式
print("ONNX nodes:", [node.op_type for node in onnx_program.model_proto.graph.node])

# 已弃用，但调用时不给任何警告；只有装饰器留下的属性写着这一点。
print("__deprecated__:", select_model_mode_for_export.__deprecated__)
