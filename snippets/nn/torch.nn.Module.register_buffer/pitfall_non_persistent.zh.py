import torch
from torch import nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("steps", torch.tensor(0), persistent=False)


trained = Model()
trained.steps += 1000                 # 训练过程中累积的状态
checkpoint = trained.state_dict()
print(checkpoint)                     # 这个缓冲区没有被保存

restored = Model()
print(restored.load_state_dict(checkpoint))  # 加载时没有任何提示
print(restored.steps)                        # 又回到了初始值
