import torch

act = torch.nn.CELU(alpha=0.0)  # 想得到类似 ReLU 的极限；构造时不报错
act(torch.tensor([-1.0, 1.0]))
