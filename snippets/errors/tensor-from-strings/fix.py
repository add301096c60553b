import torch

labels = ["cat", "dog", "cat"]
label_to_id = {name: i for i, name in enumerate(sorted(set(labels)))}
targets = torch.tensor([label_to_id[name] for name in labels])
print(label_to_id, targets)
