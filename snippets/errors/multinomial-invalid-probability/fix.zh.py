import torch

torch.manual_seed(0)
logits = torch.randn(1, 5)


def sample(logits, temperature):
    if temperature == 0:  # 贪心解码：不做除法，也不采样
        return logits.argmax(dim=-1, keepdim=True)
    probs = torch.softmax(logits.float() / temperature, dim=-1)
    return torch.multinomial(probs, num_samples=1)


print(sample(logits, 0.0), logits.argmax().item())
print(sample(logits, 0.7).shape)
