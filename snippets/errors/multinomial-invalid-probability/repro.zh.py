import torch

torch.manual_seed(0)
logits = torch.randn(1, 5)
temperature = 0.0  # “确定性”生成
probs = torch.softmax(logits / temperature, dim=-1)  # 除以 0 得到 inf，softmax 之后就是 NaN
print(probs)
next_token = torch.multinomial(probs, num_samples=1)
