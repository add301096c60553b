import torch
import torch.nn as nn

torch.manual_seed(0)
model = nn.Linear(3, 4)
x = torch.randn(8, 3) * 100  # 未归一化的输入：logits 非常大
target = torch.zeros(8, dtype=torch.long)
probs = torch.softmax(model(x), dim=1)
loss = -torch.log(probs[torch.arange(8), target]).mean()  # 部分概率下溢为 0：log(0) = -inf
loss.backward()
nn.utils.clip_grad_norm_(model.parameters(), max_norm=1.0, error_if_nonfinite=True)
