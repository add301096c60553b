import torch

pre_activation = torch.tensor([0.5, 12.0], requires_grad=True)   # 尺度没调好的输入

torch.tanh(pre_activation).sum().backward()
print(torch.tanh(pre_activation.detach()))   # 第二个值在 float32 中恰好是 1.0
print(pre_activation.grad)                    # 其梯度为 0：学不到任何东西
