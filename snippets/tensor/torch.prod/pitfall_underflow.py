import torch

probs = torch.full((200,), 0.5)        # 200 independent events

print(probs.prod())                    # 0.5**200 underflows float32 to 0
print(probs.log().sum())               # work with the log-probability instead: -138.63
