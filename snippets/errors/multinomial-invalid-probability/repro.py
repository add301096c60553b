import torch

torch.manual_seed(0)
logits = torch.randn(1, 5)
temperature = 0.0  # "deterministic" generation
probs = torch.softmax(logits / temperature, dim=-1)  # dividing by 0 gives inf, softmax then NaN
print(probs)
next_token = torch.multinomial(probs, num_samples=1)
