import torch

print(torch.cuda.is_available())  # False：没有可用的 GPU
s = torch.Stream()  # 不给 device：用构建所带的加速器（cuda），而不是 CPU
