import torch
import torch.nn as nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(4, 4), nn.Dropout(0.5))  # 仍处于训练模式
traced = torch.jit.trace(model, torch.ones(2, 4), check_trace=False)

traced.eval()
print([m.training for m in traced.modules()])  # 每个标志都显示 eval 模式
x = torch.ones(2, 4)
print(torch.equal(traced(x), traced(x)))  # dropout 仍在生效：它是按 train=True 记录下来的
print(torch.equal(model.eval()(x), model(x)))

scripted = torch.jit.script(model.train()).eval()  # script 保留了 `self.training` 分支
print(torch.equal(scripted(x), scripted(x)))
