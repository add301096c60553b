import torch

model = torch.nn.Linear(3, 1)
x = torch.ones(2, 3)

for training in (True, False):
    with torch.set_grad_enabled(training):      # 训练和评估共用一条代码路径
        out = model(x)
        print(training, torch.is_grad_enabled(), out.requires_grad)

print(torch.is_grad_enabled())                  # with 代码块结束后恢复

with torch.no_grad():
    print(torch.is_grad_enabled())
with torch.inference_mode():
    print(torch.is_grad_enabled())              # 推理模式也会关闭它
